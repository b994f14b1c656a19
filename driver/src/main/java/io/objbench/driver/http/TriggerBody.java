package io.objbench.driver.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.http.HttpProblem;

/**
 * Reads the body of a trigger start: JSON with every field of {@link TriggerStart}, else a 400
 * saying what is wrong. The values themselves are checked by {@code TriggerScripts}.
 */
final class TriggerBody {

    private static final ObjectReader STRICT = Json.mapper().readerFor(TriggerStart.class)
            .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);

    private TriggerBody() {
    }

    static TriggerStart parse(String body) throws HttpProblem {
        if (body.isBlank()) {
            throw new HttpProblem(400, "empty body: POST a TriggerStart as JSON");
        }
        try {
            TriggerStart start = STRICT.readValue(body);
            if (start == null) {
                throw new HttpProblem(400, "the body is JSON null: POST a TriggerStart object");
            }
            return start;
        } catch (JsonProcessingException e) {
            throw new HttpProblem(400, "invalid trigger: " + e.getOriginalMessage());
        }
    }
}
