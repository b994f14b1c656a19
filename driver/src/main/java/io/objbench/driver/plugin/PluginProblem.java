package io.objbench.driver.plugin;

import java.util.Objects;

/**
 * A bundle of the plugins directory that could not be installed, resolved or started. The host
 * keeps running without it.
 *
 * @param file          the jar's file name
 * @param symbolicName  the bundle's symbolic name, or null when it was not installed
 * @param reason        why, as the framework said it (for resolution: the missing requirements)
 */
public record PluginProblem(String file, String symbolicName, String reason) {

    public PluginProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(reason, "reason");
    }

    /** One line: {@code plugin <file>: <reason>}. */
    @Override
    public String toString() {
        return "plugin " + file + ": " + reason;
    }
}
