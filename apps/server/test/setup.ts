import { addEveryCatalogue } from '@facet/contract';

// Every language's messages, as `buildApp` adds them at start: a test of a service alone reads
// them as the server does.
addEveryCatalogue();
