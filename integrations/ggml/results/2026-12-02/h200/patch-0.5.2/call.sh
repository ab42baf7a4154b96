#!/bin/sh
ARCHS="-a llama" LIMIT=300 sh .gl/archs.sh llama VKAR_GGML_COMPARE=1
LIMIT=250 sh .gl/archs.sh all2 VKAR_GGML_COMPARE=1 VKAR_GGML_DEVICES=2
