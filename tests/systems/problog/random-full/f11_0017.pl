:- use_module(library(lists)).
e0(1,3).
e1(2).
p00(X) :- p00(2), p00(1), p00(Y), between(1,3,X), findall(V, e0(1,V), L), sum_list(L, T), T > 2, \+ e1(3).
0.3::p01(Y) :- p00(3), between(1,3,Y), Y \= 3, findall(V, e0(3,V), L), L \= [].
0.8::p01(Y) :- (X \== 1, e0(X,2), e1(X), e0(3,X), between(1,3,Y)) ; (e1(X), e1(Y), e0(Y,X), not e1(2), call(e0, 2, Y)).
p10(X) <- p01(2), p01(2), p00(2), between(1,3,X), X @< 2, W is X + 3, W < 5.
p20(X,Y) <- p00(X), p00(2), p00(X), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p20(X,X) :- p00(Z), p01(Z), between(1,3,X), Z = X.
p20(X,X) :- p10(X), p00(X).
p21(Y) :- p00(3), p20(Y,X), W is Y + 3, W < 5.
p30(Y) <- p10(Y).
query(p30(3)).
query(p10(1)).
query(p20(2,X)).
