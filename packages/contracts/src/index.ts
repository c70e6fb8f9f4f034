export * from './common';
export * from './account';
export * from './system';
export * from './economy';
export * from './tarot';
export * from './profiles';
export * from './astrology';
export * from './transits';
export * from './bazi';
export * from './cycles';
export * from './places';
export * from './relations';
export * from './relations-charts';
export * from './chat';
export * from './mbti';
export * from './preview';
export * from './journal';
export * from './exports';
export * from './reminders';
export * from './endpoints';
export * from './routes';
export * from './admin-endpoints';
export * from './admin-economy';
export * from './admin';
export * from './admin-operators';
export {
  defineRoute,
  defineRoutes,
  type Auth,
  type Endpoint,
  type EndpointExtra,
  type LimitName,
  type Method,
  type OperatorRole,
  type Route,
  type RouteDone,
  type RouteInput,
  type RouteOutput,
  type RouteSchemas,
} from './route';
