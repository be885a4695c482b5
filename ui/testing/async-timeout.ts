import { configure } from '@testing-library/react';

/**
 * Imported for its effect by UI tests that wait for lazily loaded routes and stores: findBy and waitFor get 5 s
 * instead of testing-library's 1 s, so a busy CI machine compiling those modules does not fail them.
 */
configure({ asyncUtilTimeout: 5000 });
