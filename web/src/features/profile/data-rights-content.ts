// The texts of the "Your data" section of /profile: the export and the erase
// (docs/features/data-rights.md). The server's messages come from the domain (ERASE_MESSAGES).
// In a file of their own beside messages.ts, so the section and the page's other sections keep
// their texts apart.

export const DATA_RIGHTS_TEXT = {
  heading: 'Your data',
  intro:
    'Download everything we store about you, or delete your account and your data. The evidence of what you signed (the NDA, a signed or decided job offer) is kept for a time without your contact details, as the privacy policy explains.',
  download: 'Download my data',
  downloading: 'Preparing your download...',
  downloaded: 'Your data was downloaded',
  downloadFailed: 'Failed to download your data',
  delete: 'Delete my account and data',
  dialogTitle: 'Delete your account and data?',
  dialogText:
    'This deletes your account, your profile, your applications, your offers that were never signed and every email we sent you, now and for good. The evidence of what you signed (the NDA, a signed or decided offer) is kept under a pseudonym, without your contact details. You will be signed out.',
  confirmLabel: 'Type your email address to confirm',
  confirmHelper: (email: string) => `Type ${email}`,
  cancel: 'Cancel',
  confirmDelete: 'Delete permanently',
  deleting: 'Deleting...',
  deleteFailed: 'Failed to delete your account',
} as const;
