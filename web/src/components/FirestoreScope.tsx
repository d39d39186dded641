import { Outlet } from 'react-router';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from '../lib/firebase/app';
import { getDb } from '../lib/firebase/firestore';

/**
 * Layout route around the signed-in and admin routes and /profile: loaded lazily, it brings the
 * full Firestore SDK (kept out of the public pages' chunks) and reactfire's providers, for the
 * admin tables' collection hooks (the product stack's choice). Today's screens follow a single
 * document with lib/firebase/useLiveDocument instead (docs/architecture.md says why).
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
