:- use_module(library(lists)).
0.8::e0(2).
e0(3).
0.2::e0(2); 0.1::e0(3).
0.2::e1(3,2).
0.5::e1(1,1).
0.5::e2(2,3).
0.2::e2(2,2).
0.8::e2(1,1).
0.25::e3(2).
0.2::e3(1).
0.1::e3(2); 0.2::e3(3); 0.1::e3(1).
p00(X,Y) :- e2(Y,Y), p00(3,Y), e0(Z), between(1,3,X).
0.75::p10 <- e3(Z), compare(O, Z, 1), findall(V, p00(Z,V), L), sort(L, S), length(S, N), N < 2.
0.2::p10 :- (p10, p00(2,Y), e0(Y), compare(O, Y, 2), W is Y + 2, W < 5) ; (e3(1)).
0.5::p20 :- e0(X), T =.. [g, X], T \== g(0), \+ e2(X,X).
p20 :- e0(2), e0(2), findall(V, e2(3,V), L), L = [].
0.3::p21 :- p10, \+ e0(3).
p21 <- (Y \== 1, p20, p00(Y,Y), not e2(Y,Y)) ; (e0(X), p20, e1(3,X), compare(O, X, 3), call(e0, 1)).
0.8::p21 :- p10, e1(1,2).
p30 :- (p10, T =.. [g, 1], T \== g(0), \+ e1(2,2)) ; (e1(2,X), e0(Y), e0(X), call(e1, X, 1)).
p30 :- p10.
p30 :- p21, e0(Z), p00(Z,Y).
query(e3(3)).
query(p10).
query(p10) :- between(1,2,X).
evidence(p00(3,3), true).
