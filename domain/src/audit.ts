/** What the audit log records (auditLog collection; admins read it, functions write it). */
export type AuditAction = 'application_status_changed' | 'nda_signed';

export interface AuditLogEntry {
  action: AuditAction;
  actor_uid: string;
  actor_email: string | null;
  /** The changed document, e.g. { collection: 'applications', id: uid }. */
  target: { collection: string; id: string };
  from: string | null;
  to: string | null;
  at: Date;
}
