/** Umbraco content ids are GUIDs (`a0d1c3e2-4b5f-4c6d-8e7f-000000000001`); nothing else may reach the content path. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isContentId = (value: unknown): value is string => typeof value === 'string' && GUID.test(value)
