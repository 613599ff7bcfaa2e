/// The version of every Taproom app (`taproom --version`, the MCP server's serverInfo).
public enum TaproomVersion {
  /// The current version.
  public static let current = "0.1.0"
}
