package io.objbench.driver.plugin;

import java.nio.file.Path;
import java.util.Map;

/**
 * The launch properties of the embedded framework: a fresh storage area, the api exported from
 * the host, nothing else delegated to the host's class path, no console.
 */
final class FrameworkSettings {

    private FrameworkSettings() {
    }

    /** The properties for {@code FrameworkFactory.newFramework}. */
    static Map<String, String> of(Path storage) {
        return Map.of(
                "org.osgi.framework.storage", storage.toString(),
                "org.osgi.framework.storage.clean", "onFirstInit",
                "org.osgi.framework.system.packages.extra", ApiExport.systemPackagesExtra(),
                // bundles see the JDK (java.*) and what they import, never the host's other jars
                "org.osgi.framework.bootdelegation", "",
                "osgi.compatibility.bootdelegation", "false",
                // the launch properties are the whole configuration: no -D leaks into the framework
                "osgi.framework.useSystemProperties", "false");
    }
}
