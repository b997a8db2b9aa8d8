export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  user: 'Benutzer',
};
