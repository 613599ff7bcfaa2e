import Hummingbird

/// A responder behind a middleware: the middleware handles each request and
/// calls `next` to answer it. (Hummingbird composes middleware this way
/// inside its `Router`; taproom-server answers every path with one
/// responder, so it composes the two it uses itself.) Generic, not
/// existential, so the chain is dispatched statically.
struct MiddlewareResponder<Middleware: RouterMiddleware, Next: HTTPResponder>: HTTPResponder
where Middleware.Context == BasicRequestContext, Next.Context == BasicRequestContext {
  typealias Context = BasicRequestContext

  let middleware: Middleware
  let next: Next

  func respond(to request: Request, context: Context) async throws -> Response {
    try await middleware.handle(request, context: context) { request, context in
      try await next.respond(to: request, context: context)
    }
  }
}
