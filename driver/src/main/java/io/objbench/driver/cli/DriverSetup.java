package io.objbench.driver.cli;

import io.objbench.driver.conf.DriverConf;
import io.objbench.driver.http.DriverServerSettings;
import java.nio.file.Path;

/**
 * What a driver starts with once the command line, the environment and driver.conf are
 * combined: an option given on the command line wins, then {@code OBJBENCH_TOKEN} (token only),
 * then driver.conf, then the defaults.
 *
 * @param name     the driver name
 * @param settings how the server listens
 * @param conf     driver.conf as read ({@link DriverConf#EMPTY} without a file)
 * @param confFile the file read, or null
 */
record DriverSetup(String name, DriverServerSettings settings, DriverConf conf, Path confFile) {

    /** COSBench's shipped driver.conf names its driver so. */
    static final String DEFAULT_NAME = "driver1";
    /** Environment variable holding the token, so it stays out of {@code ps} output. */
    static final String TOKEN_ENV = "OBJBENCH_TOKEN";

    /**
     * @param name      {@code --name} or null
     * @param host      {@code --host} or null
     * @param port      {@code --port} or null
     * @param token     {@code --token} or null
     * @param envToken  the value of {@code OBJBENCH_TOKEN} or null
     */
    static DriverSetup combine(String name, String host, Integer port, String token, String envToken,
                               DriverConf conf, Path confFile) {
        String n = first(name, conf.name(), DEFAULT_NAME);
        String h = first(host, conf.host(), DriverServerSettings.DEFAULT_HOST);
        int p = port != null ? port : conf.effectivePort().orElse(DriverServerSettings.DEFAULT_PORT);
        String t = first(token, envToken, conf.token());
        return new DriverSetup(n, DriverServerSettings.of(h, p, t).withTls(conf.tls()), conf, confFile);
    }

    private static String first(String... candidates) {
        for (String c : candidates) {
            if (c != null && !c.isEmpty()) {
                return c;
            }
        }
        return null;
    }
}
