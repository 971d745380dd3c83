:- use_module(library(lists)).
0.75::e0.
0.3::e1(2).
0.75::e1(1).
e2(2,2).
0.75::e2(2,1).
0.1::e3(3).
0.3::e3(2); 0.1::e3(3); 0.3::e3(1).
p00(X,X) :- p01, between(1,3,X).
p00(Y,Y) :- p01, p01, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e0.
\+p00(X,1) :- e3(X).
p01 :- p01, findall(V, e3(V), L), sum_list(L, T), T > 2, not e2(1,1).
p01 :- e1(X), e0, e3(1).
p10(3) :- e2(Z,3), p11(3).
P::p10(Y) :- (p11(Z), between(1,3,Y), compare(O, Y, 2)), P is Y / 4.
P::p10(Y) :- (e3(2), p00(1,3), p10(X), between(1,3,Y)), P is Y / 4.
\+p10(X) :- e1(X).
0.75::p11(Y) :- e2(Y,Z), e2(Y,Y), \+ e2(Z,Y), not e1(Y).
0.75::p11(X) :- e3(Z), e0, p11(Z), between(1,3,X), \+ e1(X).
p11(X) :- e0, between(1,3,X).
0.7::p20(Y) :- p00(1,Z), between(1,3,Y).
p21(1) :- e3(X), e3(X).
p21(Y) :- (Y == 2, Y \== 1, p01, e0, p10(2), between(1,3,Y)) ; (p01, p20(Z), between(1,3,Y)).
\+p21(Y) :- e1(Y).
p30 <- (p30, p31(X,X), p11(X), not p00(X,X), not e1(X)) ; (e3(3), e3(3)).
0.1::p30 :- p00(Y,1), p11(Y).
0.8::p30 :- p20(X).
0.8::p31(1,X) :- p30, between(1,3,X), findall(V, p21(V), L), L \= [].
p31(1,Y) :- p20(X), e2(1,Y), p21(2).
p31(X,Y) <- (X == 1, e1(X), p30, p10(X), between(1,3,Y), \+ p01) ; (e0, p20(Y), p10(Y), between(1,3,X), not p21(Y), findall(V, p21(V), L), sort(L, S), length(S, N), N < 2).
query(p11(Y)).
query(e0) :- between(1,2,X).
