:- use_module(library(lists)).
0.7::e0(2,3).
0.8::e0(3,2).
0.3::e0(1,1); 0.3::e0(2,2); 0.2::e0(3,3).
e1(2).
0.7::e1(1).
0.25::e1(3).
p00(X,Y) :- e0(2,3), e1(Z), e0(3,Z), between(1,3,X), between(1,3,Y).
p10(X,X) :- (e0(X,X), p00(X,X)) ; (p00(Z,Z), between(1,3,X), Z \== 3).
0.25::p10(X,X) :- (p00(1,Z), p10(Z,X), p10(X,2), call(e1, 1)) ; (e0(3,Y), p00(Y,X), p10(1,X), \+ e1(Y), findall(V, e0(Y,V), L), L \= []).
p20(3) :- p00(2,Z).
p20(Y) :- p00(X,Y), p00(1,Y), e0(X,1), findall(V, p00(1,V), L), sort(L, S), length(S, N), N < 2.
0.5::p20(1) :- e1(X), p10(X,Y), Y \= X.
p21(Y) :- e0(Y,X), p20(3), e0(Y,Y), \+ p10(2,Y).
p21(X) :- p00(Y,Z), between(1,3,X).
p21(X) <- p20(3), between(1,3,X), X @>= a.
query(p21(X)).
query(p20(3)).
query(p20(X)) :- between(1,2,X).
evidence(e1(1), true).
