package io.objbench.driver.plugin;

import io.objbench.api.StorageAdaptorFactory;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.Properties;

/**
 * The api packages the host exports to bundles, with their version: the version the api jar's own
 * manifest exports ({@code @Version} in its package-info, written by bnd), else the api's project
 * version without {@code -SNAPSHOT} (its Maven properties), else {@link #FALLBACK_VERSION} when
 * the api runs from plain classes. The api jar is never installed as a bundle.
 */
public final class ApiExport {

    /** The api packages. */
    public static final String PACKAGE = "io.objbench.api";
    /** Used only when neither the api's manifest nor its Maven properties are on the class path (IDE runs). */
    static final String FALLBACK_VERSION = "0.5.0";
    private static final String POM_PROPERTIES = "/META-INF/maven/io.objbench/objbench-api/pom.properties";

    /** {@code io.objbench.api;…version=0.1.0…} in an Export-Package header (the version may be quoted). */
    private static final Pattern EXPORTED = Pattern.compile(
            "(?:^|,)\\s*" + Pattern.quote(PACKAGE) + "\\s*;[^,]*?\\bversion\\s*=\\s*\"?([0-9][0-9A-Za-z._-]*)");

    private ApiExport() {
    }

    /** The version bundles import, e.g. {@code 0.1.0}. */
    public static String version() {
        String exported = manifestVersion();
        return exported != null ? exported : projectVersion();
    }

    /** The version in the api jar's {@code Export-Package}, or null. */
    static String manifestVersion() {
        URL self = StorageAdaptorFactory.class.getResource("StorageAdaptorFactory.class");
        String url = self == null ? "" : self.toString();
        int bang = url.indexOf("!/");
        if (!url.startsWith("jar:") || bang < 0) {
            return null;
        }
        try (InputStream in = URI.create(url.substring(0, bang + 2) + "META-INF/MANIFEST.MF").toURL().openStream()) {
            return exportedVersion(new Manifest(in).getMainAttributes().getValue("Export-Package"));
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /** The version of {@link #PACKAGE} in an {@code Export-Package} header, or null. */
    static String exportedVersion(String exportPackage) {
        if (exportPackage == null) {
            return null;
        }
        Matcher m = EXPORTED.matcher(exportPackage);
        return m.find() ? m.group(1) : null;
    }

    private static String projectVersion() {
        try (InputStream in = StorageAdaptorFactory.class.getResourceAsStream(POM_PROPERTIES)) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version");
                if (v != null && !v.isBlank()) {
                    return osgiVersion(v.trim());
                }
            }
        } catch (IOException e) {
            // unreadable properties: same as absent
        }
        return FALLBACK_VERSION;
    }

    /** The value of {@code org.osgi.framework.system.packages.extra}. */
    public static String systemPackagesExtra() {
        return PACKAGE + ";version=" + version();
    }

    /** {@code 0.1.0-SNAPSHOT} → {@code 0.1.0}; an OSGi version has no Maven qualifier dash. */
    static String osgiVersion(String mavenVersion) {
        int dash = mavenVersion.indexOf('-');
        return dash < 0 ? mavenVersion : mavenVersion.substring(0, dash);
    }
}
