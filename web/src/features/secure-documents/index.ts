// What other features may use of the secure documents.
export { SecureDocumentViewer } from './components/SecureDocumentViewer';
