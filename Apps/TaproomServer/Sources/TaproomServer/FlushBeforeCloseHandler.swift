import NIOCore

/// Holds a connection's close until the answer written on it has left the
/// process, so a graceful shutdown does not cut a large answer short.
///
/// Hummingbird closes a connection right after the last part of the answer
/// in flight when the server shuts down; NIO then drops what the socket had
/// not taken yet (measured: 2.8 MB of an 8.4 MB answer arrived). This
/// handler sits under Hummingbird's connection handler and, when a close
/// comes while writes are pending, closes once they complete, or after
/// ``limit`` for a client that stops reading.
final class FlushBeforeCloseHandler: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = Any
  typealias OutboundOut = Any

  /// The longest a close waits for pending writes.
  let limit: TimeAmount
  private var pending = 0
  private var deferredClose: (mode: CloseMode, promise: EventLoopPromise<Void>?)?

  init(limit: TimeAmount = .seconds(4)) { self.limit = limit }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    pending += 1
    let written = promise ?? context.eventLoop.makePromise()
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    written.futureResult.whenComplete { _ in
      let (handler, context) = loopBound.value
      handler.pending -= 1
      if handler.pending == 0 { handler.closeNow(context) }
    }
    context.write(data, promise: written)
  }

  func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
    guard mode == .all, pending > 0, deferredClose == nil else {
      context.close(mode: mode, promise: promise)
      return
    }
    deferredClose = (mode, promise)
    context.flush()
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    context.eventLoop.scheduleTask(in: limit) {
      let (handler, context) = loopBound.value
      handler.closeNow(context)
    }
  }

  private func closeNow(_ context: ChannelHandlerContext) {
    guard let request = deferredClose else { return }
    deferredClose = nil
    context.close(mode: request.mode, promise: request.promise)
  }
}
