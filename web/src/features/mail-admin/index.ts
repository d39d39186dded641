// The admins' mail views, shared by the recruiting and screening admin areas: a detail dialog's mail
// history with "Send again", and the dashboards' mail counts.
export { AdminMailHistory } from './components/AdminMailHistory';
export { MailDeliveryPanel } from './components/MailDeliveryPanel';
