package io.objbench.core.json;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.objbench.core.workload.Work;

/**
 * The one Jackson configuration objbench uses for its protocol and its JSON files: records as
 * they are, unknown properties rejected (a misspelt field must not pass silently), NaN written
 * as a number token so undefined metrics survive a round trip, and the optional extension fields
 * of {@link Work} read as null when absent, even by a strict reader.
 */
public final class Json {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            // Work's extension fields: absent reads as null, even with FAIL_ON_MISSING_CREATOR_PROPERTIES
            .injectableValues(new InjectableValues.Std().addValue(Work.ABSENT_OPEN_LOOP, null)
                    .addValue(Work.ABSENT_THINK_TIME, null).addValue(Work.ABSENT_STABILITY, null))
            .build();

    private Json() {
    }

    /** The shared, thread-safe mapper. Do not reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
