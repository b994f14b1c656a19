package io.objbench.controller.driver;

import java.util.Objects;

/**
 * A configured driver ({@code [driver<n>]} name and url of controller.conf).
 *
 * @param name the name {@code <work driver=…>} matches
 * @param url  its base URL, e.g. {@code http://10.0.0.5:18088}
 */
public record DriverEndpoint(String name, String url) {

    public DriverEndpoint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(url, "url");
        if (name.isBlank()) {
            throw new IllegalArgumentException("driver name is blank");
        }
    }
}
