import { Outlet } from 'react-router';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from '../lib/firebase/app';
import { getDb } from '../lib/firebase/firestore';

/**
 * Layout route that gives its screens reactfire's Firestore hooks (useFirestoreDocData and
 * the like). Loaded lazily around the signed-in and admin routes and /profile, so the
 * Firestore SDK and reactfire stay out of the other public pages' chunks.
 */
export default function FirestoreScope() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={getDb()}>
        <Outlet />
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
