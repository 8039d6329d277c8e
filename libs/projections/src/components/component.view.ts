// The component the API answers is part of the contract between the API and the web app.
export type { ComponentFieldSpec, ComponentView } from '@tempest/contracts';
