:- use_module(library(lists)).
e0.
0.9::e2(1,1).
0.9::e2(3,1).
0.2::e2(2,2); 0.1::e2(3,3).
0.8::e3(2,3).
0.4::e3(2,2).
0.2::e3(1,2).
p00(X) :- p00(Z), e3(Z,1), e0, between(1,3,X), \+ e2(Z,Z), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2.
p00(1) :- p00(X), e2(X,2), X \= X.
p00(Y) :- e3(3,2), between(1,3,Y), Y @< a, call(e1, Y, Y).
0.3::p10 :- p00(Y), e1(Y,Y), e0, Y >= 1, Y \== Y.
p20 :- e0, p00(2).
0.3::p20 :- p20, p10.
p20 :- e2(X,Z).
p21(3) :- p10, p10, p00(Z).
P::p21(X) <- (e2(1,Y), e2(Y,Y), between(1,3,X), not e3(X,2), call(p00, 1)), P is X / 4.
0.8::p21(1) :- p10, p21(1), findall(V, e1(1,V), L), length(L, N), N >= 1.
p30(2) :- (e2(X,Y), p31(3), X @< 2, Y = Y) ; (p31(X), call(e1, X, X)).
p31(Y) :- p10, between(1,3,Y), T =.. [g, Y], T \== g(0), Y @< 1.
query(e1(1,2)).
query(e1(X,X)) :- between(1,2,X).
