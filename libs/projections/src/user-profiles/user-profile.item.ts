// The profile the API answers is part of the contract between the API and the web app.
export type { UserProfile } from '@tempest/contracts';
