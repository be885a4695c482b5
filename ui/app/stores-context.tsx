import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../stores/root-store';

const StoresContext = createContext<RootStore | undefined>(undefined);

/** Provides the root store to the component tree (one store tree per app, never a module singleton). */
export function StoresProvider({ root, children }: { root: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={root}>{children}</StoresContext.Provider>;
}

/** The one hook components use to reach the stores (DESIGN §3.9). */
export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('useStores must be used inside <StoresProvider>');
  return root;
}
