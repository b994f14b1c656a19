package io.objbench.adaptor.swift;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Picks the storage endpoint from a v3 token's catalog by service type/name, interface and region. */
final class KeystoneCatalog {

    private KeystoneCatalog() {
    }

    /** The URL of the first matching endpoint of {@code token.catalog}. */
    static Optional<String> endpoint(JsonNode token, KeystoneSettings s) {
        for (JsonNode service : token.path("catalog")) {
            if (!s.serviceType().equals(service.path("type").asText())
                    || (s.serviceName() != null && !s.serviceName().equals(service.path("name").asText()))) {
                continue;
            }
            for (JsonNode endpoint : service.path("endpoints")) {
                boolean rightInterface = s.endpointInterface().equals(endpoint.path("interface").asText());
                boolean rightRegion = s.region() == null || s.region().equals(endpoint.path("region").asText())
                        || s.region().equals(endpoint.path("region_id").asText());
                if (rightInterface && rightRegion && endpoint.hasNonNull("url")) {
                    return Optional.of(endpoint.get("url").asText());
                }
            }
        }
        return Optional.empty();
    }

    /** What the catalog offers, for the message when nothing matched. */
    static String describe(JsonNode token) {
        List<String> offers = new ArrayList<>();
        for (JsonNode service : token.path("catalog")) {
            for (JsonNode endpoint : service.path("endpoints")) {
                offers.add(service.path("type").asText() + "/" + service.path("name").asText() + " "
                        + endpoint.path("interface").asText() + " " + endpoint.path("region").asText());
            }
        }
        return offers.isEmpty() ? "an empty catalog" : String.join(", ", offers);
    }
}
