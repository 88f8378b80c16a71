export { openApiQuery, type OpenApiDocument } from './api/openapi-query';
export { DevelopersReference } from './components/developers-reference';
