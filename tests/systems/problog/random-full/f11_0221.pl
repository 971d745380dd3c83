:- use_module(library(lists)).
e0(1).
e0(2).
0.3::e1(2,2).
0.8::e1(2,3).
0.1::e1(1,1); 0.1::e1(2,2); 0.3::e1(3,3).
0.2::e2(1).
0.6::e2(2).
0.9::e2(3).
0.2::e2(3); 0.1::e2(2); 0.1::e2(1).
e3(3,1).
0.1::e3(1,2).
p00(X,1) <- e3(Y,X), e2(X), call(e1, Y, X), findall(V, e2(V), L), L \= [].
p00(3,X) :- p00(Y,Z), e1(X,2), e0(X), call(e0, 2).
p10(X) :- e1(2,3), e1(Y,Y), between(1,3,X), Y @>= 1, X =\= 2.
p11(X,1) :- e1(Z,Y), p11(3,Y), between(1,3,X), findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, X], T \== g(0).
p20 :- e3(1,Y), e3(Y,Y).
0.3::p21(X) :- (p00(Y,1), p10(2), between(1,3,X), X \= X, X = X) ; (Y \== 3, e3(X,Z), p21(Z), p10(Y)).
p21(Y) :- p11(Z,Y), e3(2,Y), e0(3), Y =:= 2, W is Y + 3, W < 5.
0.3::p21(X) :- p20, between(1,3,X), X == X, X \= X.
p30(X) :- Y \== 2, p20, p10(Y), between(1,3,X), findall(V, p21(V), L), L \= [].
0.2::p30(Y) :- p10(Y), e0(Z), p00(Z,1).
p30(1) :- (p30(X), p20, compare(O, X, 3), W is X + 2, W < 5) ; (p10(Z)).
p31(Y,Y) :- p31(1,X), between(1,3,Y), not e1(Y,2).
p31(X,Y) :- (e3(X,Y)) ; (e2(Z), p10(Z), between(1,3,X), between(1,3,Y), Y < 3).
query(e1(2,2)).
query(p11(X,X)) :- between(1,2,X).
evidence(e3(1,3), false).
