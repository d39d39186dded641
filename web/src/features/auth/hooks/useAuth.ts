import { useContext } from 'react';
import { AuthContext, type AuthState } from '../AuthContext';

/** The auth state and actions; only inside <AuthProvider>. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
