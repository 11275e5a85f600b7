import { redirect } from '@remix-run/node';

/** Any unknown route redirects to / (spec 01 §2.1). */
export const loader = () => redirect('/');
export const action = () => redirect('/');
