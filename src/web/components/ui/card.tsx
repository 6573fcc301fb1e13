import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6 ${className}`}
      {...rest}
    />
  );
}
