import MCP
import TaproomComposition

/// The MCP server: `serverInfo.name` is `taproom`; tools and resources are
/// answered by ``TaproomTools`` and ``TaproomResources``.
enum TaproomMCPServer {
  static func make(tools: TaproomTools, resources: TaproomResources) async -> Server {
    let server = Server(
      name: "taproom", version: TaproomVersion.current,
      capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init()))
    await server.withMethodHandler(ListTools.self) { _ in
      ListTools.Result(tools: ToolDefinitions.all)
    }
    await server.withMethodHandler(CallTool.self) { parameters in
      try await tools.call(parameters.name, parameters.arguments)
    }
    await server.withMethodHandler(ListResources.self) { parameters in
      try await resources.list(cursor: parameters.cursor)
    }
    await server.withMethodHandler(ReadResource.self) { parameters in
      try await resources.read(uri: parameters.uri)
    }
    await server.withMethodHandler(ListResourceTemplates.self) { _ in
      TaproomResources.templates
    }
    return server
  }
}
