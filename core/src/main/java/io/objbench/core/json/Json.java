package io.objbench.core.json;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one Jackson configuration objbench uses for its protocol and its JSON files: records as
 * they are, unknown properties rejected (a misspelt field must not pass silently), NaN written
 * as a number token so undefined metrics survive a round trip.
 */
public final class Json {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    private Json() {
    }

    /** The shared, thread-safe mapper. Do not reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
