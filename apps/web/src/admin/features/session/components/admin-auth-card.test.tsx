import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminAuthCard } from './admin-auth-card';

afterEach(cleanup);

describe('AdminAuthCard', () => {
  it("names the screen in the browser tab, not the storefront's title", () => {
    document.title = 'Ethnic Elegance | Indian Ethnic Wear';
    render(
      <AdminAuthCard title="Sign in">
        <p>form</p>
      </AdminAuthCard>,
    );
    expect(document.title).toBe('Sign in · Shop admin');
  });
});
