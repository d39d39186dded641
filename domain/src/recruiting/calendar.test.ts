import { describe, expect, it } from 'vitest';
import { interviewCalendarDetails, interviewCalendarFile } from './calendar';
import { interviewSlotFor } from './interview';

describe('interviewCalendarFile', () => {
  it('holds the stored slot in UTC with the meeting link', () => {
    const file = interviewCalendarFile(interviewSlotFor(new Date('2026-11-21T10:00:00Z')), {
      title: 'Interview',
      description: 'Join us',
      location: 'https://meet.example/room',
    });
    expect(file).toContain('BEGIN:VEVENT');
    expect(file).toMatch(/^DTSTART:20261122T120000Z\r?$/m);
    expect(file).toMatch(/^DTEND:20261122T140000Z\r?$/m);
    expect(file).toContain('LOCATION:https://meet.example/room');
  });
});

describe('interviewCalendarDetails', () => {
  it('names the interview, its posting and the meeting link', () => {
    expect(interviewCalendarDetails('https://meet.example/room', 'Data Analyst')).toEqual({
      title: 'ApplyPilot Interview: Data Analyst',
      description:
        'Your interview with the ApplyPilot recruiting team. Join the video meeting: https://meet.example/room',
      location: 'https://meet.example/room',
    });
  });
});
