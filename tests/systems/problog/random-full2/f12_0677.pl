:- use_module(library(lists)).
e0(3,3).
0.5::e0(2,2).
e0(1,3).
e1(2,1).
e1(2,2).
p00(Y,X) :- p01, p01, p00(Y,2), between(1,3,X), Y =\= 2.
P::p00(Y,Y) :- (e0(Y,X), e1(3,Z)), P is Y / 4.
0.75::p01 :- e0(1,3), p00(X,Y), p01, findall(V, e1(X,V), L), L = [], \+ e0(Y,Y).
p01 :- (p01, e1(3,Y), e0(2,Y), not e0(Y,Y), Y @=< 1) ; (p01, p01, findall(V, e0(2,V), L), L = []).
p10(3,Y) <- e0(X,Y), p01.
p10(X,Y) :- e1(Y,Y), between(1,3,X), findall(V, p00(Y,V), L), sum_list(L, T), T > 2, Y @=< a.
p10(X,X) :- p01, p10(X,X), call(e0, X, X).
0.3::p20(2) :- (p21(X,Y), findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2, X @< f(1)) ; (p10(Y,Z), p10(Y,X), p00(3,2), Z = 3, W is X + 3, W < 5).
p20(X) <- X \== 1, p21(1,X), p10(X,X), e0(X,2).
0.7::p21(Y,X) :- e0(Y,Z), between(1,3,X), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, not e0(X,X).
0.75::p21(X,X) :- e0(Y,X), p00(X,X), compare(O, X, 3).
p30(Y) :- p10(X,Z), p01, p10(Z,2), between(1,3,Y), W is Z + 3, W < 5.
p30(Y) :- p31, p20(1), p20(X), between(1,3,Y).
p30(Y) :- p01, p21(Z,Z), between(1,3,Y), Y @< f(1), findall(V, e1(Y,V), L), L = [].
p31 :- (e0(Z,3), p20(3), e0(1,X)) ; (e1(2,X), e0(1,3)).
p31 :- (p21(1,X), p01, findall(V, e0(X,V), L), L \= []) ; (e1(Y,3), p01, p21(Y,X)).
p31 :- p10(Y,Z), p30(Y), \+ p00(2,Y).
query(e0(Y,3)).
query(p01).
evidence(p20(1), true).
