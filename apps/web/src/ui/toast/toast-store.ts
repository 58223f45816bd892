import { createStore, useStore } from '../../lib/external-store.ts';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

const store = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(message: string, severity: ToastSeverity = 'info'): void {
  store.set([...store.get(), { id: nextId++, message, severity }]);
}

export function dismissToast(id: number): void {
  store.set(store.get().filter((toast) => toast.id !== id));
}

/** Every toast gone at once: the web tests' setup, so one test's toasts do not queue before the next one's. */
export function dismissAllToasts(): void {
  store.set([]);
}

export const useToasts = (): Toast[] => useStore(store);
