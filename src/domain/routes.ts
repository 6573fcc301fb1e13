/** The specification's route table (section 2): every path the app knows, with its layout. */
type Layout = 'default' | 'coach' | 'protocol' | 'wizard';

interface RouteInfo {
  name: string;
  path: string;
  layout: Layout;
}

const ROUTES = [
  { name: 'Home', path: '/', layout: 'default' },
  { name: 'About', path: '/about', layout: 'default' },
  { name: 'Coach Athletes', path: '/coach/athletes', layout: 'coach' },
  { name: 'Coach Inbox', path: '/coach/inbox', layout: 'coach' },
  { name: 'Coach Portal', path: '/coach/portal', layout: 'coach' },
  { name: 'Coach Settings', path: '/coach/settings', layout: 'coach' },
  { name: 'Dashboard', path: '/dashboard', layout: 'default' },
  { name: 'Login', path: '/login', layout: 'default' },
  { name: 'Register', path: '/register', layout: 'default' },
  { name: 'Forgot Password', path: '/forgot-password', layout: 'default' },
  { name: 'Reset Password', path: '/reset-password', layout: 'default' },
  { name: 'Onboarding introduction', path: '/onboarding/introduction', layout: 'wizard' },
  { name: 'Onboarding step 1', path: '/onboarding/step-1', layout: 'wizard' },
  { name: 'Onboarding step 2', path: '/onboarding/step-2', layout: 'wizard' },
  { name: 'Onboarding step 3', path: '/onboarding/step-3', layout: 'wizard' },
  { name: 'Onboarding step 4', path: '/onboarding/step-4', layout: 'wizard' },
  { name: 'Performance Cocktail', path: '/performance-cocktail', layout: 'default' },
  { name: 'Performance Cocktail Edit', path: '/performance-cocktail-edit', layout: 'default' },
  { name: 'Protocol', path: '/protocol', layout: 'protocol' },
  { name: 'Protocol context', path: '/protocol/context', layout: 'protocol' },
  { name: 'Protocol emotions', path: '/protocol/emotions', layout: 'protocol' },
  { name: 'Protocol notes', path: '/protocol/notes', layout: 'protocol' },
  { name: 'Protocol performance', path: '/protocol/performance', layout: 'protocol' },
  { name: 'Protocol summary', path: '/protocol/summary', layout: 'protocol' },
  { name: 'Settings', path: '/settings', layout: 'default' },
  { name: 'Settings coach preview', path: '/settings/coach-preview/:linkId', layout: 'default' },
  { name: 'Toolbox', path: '/toolbox', layout: 'default' },
  { name: 'Trends', path: '/trends', layout: 'default' },
  { name: 'Tunnel Routine', path: '/tunnel-routine', layout: 'default' },
  { name: 'Verify Email', path: '/verify-email', layout: 'default' },
  // Not in the specification's table: the privacy policy and legal notice every operator needs.
  { name: 'Privacy Policy', path: '/datenschutz', layout: 'default' },
  { name: 'Legal Notice', path: '/impressum', layout: 'default' },
] as const satisfies readonly RouteInfo[];

export const ROUTE_PATHS: readonly string[] = ROUTES.map((r) => r.path);
