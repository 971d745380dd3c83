:- use_module(library(lists)).
0.25::e0(1).
e0(3).
0.75::e1.
P::p00(Y) :- (Y \== 1, e0(1), p01, p00(3), between(1,3,Y), findall(V, e0(V), L), L = []), P is Y / 4.
p00(1) :- p00(X), e1, X \= 3, X =:= 3.
p01 :- e1, e0(Y), \+ e1, Y @>= f(1).
p01 <- e0(X), e1, W is X + 3, W < 5, findall(V, e0(V), L), length(L, N), N >= 1.
p01 :- p00(Y), e0(Y).
\+p01 :- e1.
0.7::p10 :- p00(2), e1, p01.
p11(1) :- p00(X), e0(Y), p00(Z), subquery(p00(1), Q), Q > 0.33.
p11(Y) :- p11(X), between(1,3,Y).
p20(Y) :- e0(3), e1, p10, between(1,3,Y), \+ p11(Y).
0.25::\+p20(X) :- e1, between(1, 3, X).
query(p00(Y)).
