/// The version `taproom --version` prints.
public enum TaproomVersion {
  /// The current version.
  public static let current = "0.1.0"
}
