import { describe, expect, it } from 'vitest';
import { loadContract, routeUrl } from '../../src/contract/contract';
import { ContractValidator } from '../../src/contract/validators';

describe('contract', () => {
  it('reads methods, paths, security and schemas', () => {
    const contract = loadContract();
    const login = contract.operations.get('login');
    expect(login).toMatchObject({
      method: 'POST',
      path: '/users/login',
      authentication: 'none',
      xsrfExempt: false,
    });
    expect(contract.operations.get('handlePaypalWebhook')).toMatchObject({ xsrfExempt: true });
    expect(contract.operations.get('getTests')?.authentication).toBe('optional');
    expect(contract.operations.get('getMe')?.authentication).toBe('required');
    const question = contract.operations.get('getQuestion');
    expect(question && routeUrl(question)).toBe('/elearning/api/test-taking/:sessionId/question/:n');
  });

  it('coerces path and query strings and names the failing field', () => {
    const contract = loadContract();
    const validator = new ContractValidator(contract);
    const getTest = validator.requestValidator(contract.operations.get('getTest')!);
    const input = { params: { id: '3' }, query: { requireAuth: 'false' }, body: undefined };
    expect(getTest(input)).toBeNull();
    expect(input).toMatchObject({ params: { id: 3 }, query: { requireAuth: false } });
    expect(getTest({ params: { id: 'x' }, query: {}, body: undefined })).toBe('path/id must be integer');
    expect(validator.checkResponse('getMe', 200, { id: 1 })).toMatch(/response\/firstName is required/);
    expect(validator.checkResponse('getMe', 418, {})).toMatch(/does not declare status 418/);
  });
});
