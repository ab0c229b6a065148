import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` resolve as soon as what they wait for is there; the limit only says when
 * to give up. Testing Library's default of one second is less than a busy two-core machine takes
 * to render a view with its fetches answered, so a correct view failed its test there.
 */
configure({ asyncUtilTimeout: 10_000 });
