/**
 * Query keys from general to specific, so `invalidateQueries({ queryKey: apiKeys.all })`
 * refreshes everything and a resource key refreshes one resource.
 */
export const apiKeys = {
  all: ['api'] as const,
  resource: (resource: string) => [...apiKeys.all, resource] as const,
  list: (resource: string, params: object) => [...apiKeys.resource(resource), 'list', params] as const,
  infinite: (resource: string, params: object) => [...apiKeys.resource(resource), 'infinite', params] as const,
};
