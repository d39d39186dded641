import LinkedInIcon from '@mui/icons-material/LinkedIn';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { STAFF_PLACEHOLDER_PHOTO, type StaffMember } from '../content';

/** A team member with photo (a placeholder when it cannot load), role and LinkedIn link. */
export function StaffCard({ member }: { member: StaffMember }) {
  const [photo, setPhoto] = useState(member.photo);
  return (
    <Card variant="outlined" component="article" aria-label={member.name} sx={{ height: '100%' }}>
      <CardContent sx={{ textAlign: 'center' }}>
        <img
          src={photo}
          alt={`Photo of ${member.name}`}
          width={96}
          height={96}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
          onError={() => setPhoto(STAFF_PLACEHOLDER_PHOTO)}
        />
        <Typography variant="subtitle1" component="h5" sx={{ fontWeight: 600, mt: 1 }}>
          {member.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {member.role}
        </Typography>
        <Link
          href={member.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${member.name} on LinkedIn`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <LinkedInIcon fontSize="small" /> LinkedIn
        </Link>
      </CardContent>
    </Card>
  );
}
