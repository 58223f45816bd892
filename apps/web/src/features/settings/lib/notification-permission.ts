import { useCallback, useState } from 'react';

export type PermissionState = NotificationPermission | 'unsupported';

/** The spec counts a browser without notifications (or without a service worker) as denied; we say so plainly. */
function currentPermission(): PermissionState {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** The browser's notification permission and a way to ask for it (only possible while it is "default"). */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(currentPermission);
  const request = useCallback(async () => {
    setPermission(await Notification.requestPermission());
  }, []);
  return { permission, request };
}
