package io.objbench.app;

import io.objbench.controller.conf.ConfException;
import io.objbench.controller.conf.ControllerConf;
import io.objbench.controller.driver.DriverEndpoint;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import picocli.CommandLine.Option;

/**
 * The drivers a dry run or a validation plans over, all taken as live: {@code --drivers N}
 * (named {@code driver1 … driverN}, as the sample controller.conf names them) or the drivers of
 * a {@code --controller-conf} file, whose names {@code <work driver=…>} pins refer to.
 */
final class FleetOptions {

    @Option(names = "--drivers", paramLabel = "N",
            description = "plan over N drivers named driver1 … driverN (run: with --dry-run only)")
    Integer drivers;

    @Option(names = "--controller-conf", paramLabel = "FILE",
            description = "plan over the drivers listed in this controller.conf (run: with --dry-run only)")
    Path controllerConf;

    /** True when neither option was given. */
    boolean unset() {
        return drivers == null && controllerConf == null;
    }

    /**
     * The driver names, or {@code fallback} when neither option was given.
     *
     * @throws IllegalArgumentException for both options, a count out of range or a bad conf file
     */
    List<String> names(List<String> fallback) {
        if (drivers != null && controllerConf != null) {
            throw new IllegalArgumentException("give --drivers or --controller-conf, not both");
        }
        if (drivers != null) {
            if (drivers < 1 || drivers > 10_000) {
                throw new IllegalArgumentException("--drivers must be between 1 and 10000, found " + drivers);
            }
            return IntStream.rangeClosed(1, drivers).mapToObj(i -> "driver" + i).toList();
        }
        if (controllerConf != null) {
            try {
                return ControllerConf.read(controllerConf).drivers().stream().map(DriverEndpoint::name).toList();
            } catch (ConfException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read " + controllerConf + ": " + e.getMessage(), e);
            }
        }
        return fallback;
    }
}
