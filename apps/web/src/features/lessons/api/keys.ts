/** Every lessons query starts with these, so a booking, a cancellation or a move refreshes slots and bookings alike. */
export const lessonKeys = {
  all: ['lessons'] as const,
  /** The answer depends on who asks (their allowance and bookings), so the viewer is part of the key. */
  slots: (teacherId: number, viewerId: number | null) => ['lessons', 'slots', teacherId, viewerId] as const,
  bookings: () => ['lessons', 'bookings'] as const,
};
